// Every state's `meta` says what the screen shows in it, in the words a designer reads in the diagram
// and a test finds on the page by role and accessible name (e2e graph paths assert each one).

export type ScreenRole =
  'heading' | 'button' | 'dialog' | 'textbox' | 'group' | 'link' | 'alert' | 'status' | 'checkbox';

export interface ScreenElement {
  role: ScreenRole;
  name: string;
}

export interface ScreenMeta {
  /** What the person sees, in a sentence. */
  screen: string;
  /** Elements that must be visible in this state. */
  shows?: readonly ScreenElement[];
}
