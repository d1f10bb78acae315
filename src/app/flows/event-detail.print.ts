// Print e-tickets: marks the page so that print CSS (src/ui/e-ticket/e-ticket.css) puts only the
// e-ticket print sheet on paper, one ticket per page, opens the browser's print dialog, and unmarks the
// page when printing is over.
export const PRINTING_ATTRIBUTE = 'printing';
export const PRINTING_E_TICKETS = 'e-tickets';

export function printETickets(win: Window = window): void {
  const body = win.document.body;
  body.dataset[PRINTING_ATTRIBUTE] = PRINTING_E_TICKETS;
  const done = () => {
    delete body.dataset[PRINTING_ATTRIBUTE];
    win.removeEventListener('afterprint', done);
  };
  win.addEventListener('afterprint', done);
  win.print();
}
