// Issue 29 item 3: how long the app takes to answer a tap or a keystroke, as INP counts it. In Chromium
// at 4x CPU slowdown on a 390 px page of the built app (`npm start`'s own server on a fresh demo
// database), the Event Timing API records every interaction (an interactionId, its longest entry from
// input to the next paint); each scenario's figure is the 75th percentile of its interactions:
//   - typing a 20-character name and a PIN code into the attendee form (booking step 2, signed in);
//   - adding three tickets on ticket selection (booking step 1, signed in);
//   - applying a filter on /events (Filters, City, a city, Apply Filters).
// Each scenario runs `rounds` times in a fresh page. Google's 'good' INP is 200 ms at most.
import { chromium, type Browser, type Page } from 'playwright';
import { createBenchParticipant, sessionStorageScript, type BenchParticipant } from './bench-participant';
import { applyCity, topCities } from './filter-paint';
import { startAppServer } from './lighthouse';

const PORT = 4394;
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CPU_SLOWDOWN = 4;
export const INP_TARGET_MS = 200;
/** A person's typing pace: about five keys a second. */
const KEY_DELAY_MS = 180;
const NAME = 'Meenakshi Sundaresan'; // 20 characters
const PIN_CODE = '411001';

export interface InteractionScenario {
  scenario: string;
  /** Each interaction's latency (ms), in the order they happened, over every round. */
  latencies: number[];
  p75Ms: number;
}

export interface InteractionLatencyResult {
  cpuSlowdown: number;
  rounds: number;
  scenarios: InteractionScenario[];
}

/** Records each interaction's longest Event Timing entry, from the page's first script on. */
const RECORDER = `
  window.__interactions = new Map();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const longest = window.__interactions.get(entry.interactionId) ?? 0;
      window.__interactions.set(entry.interactionId, Math.max(longest, entry.duration));
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
`;

/** The 75th percentile, as web-vitals takes INP's: the value at or above three quarters of them. */
export function percentile75(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.75) - 1)]!;
}

async function startRecording(page: Page): Promise<void> {
  await page.evaluate('window.__interactions.clear()');
}

/** The interactions since startRecording, after the last one's paint has been reported. */
async function recorded(page: Page): Promise<number[]> {
  // Event Timing entries arrive after the frame that followed the input: give the last one its paint.
  await page.evaluate('new Promise((done) => requestAnimationFrame(() => setTimeout(done, 200)))');
  return (await page.evaluate('[...window.__interactions.values()]')) as number[];
}

async function newPage(browser: Browser, origin: string, participant: BenchParticipant | null): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: false });
  await context.addInitScript(RECORDER);
  if (participant) {
    // The session a sign-in stores, before the app's first script reads it.
    await context.addInitScript(`if (location.origin === ${JSON.stringify(origin)}) {
      ${sessionStorageScript(participant.session)}
    }`);
  }
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return page;
}

async function openTicketSelection(page: Page, origin: string, eventUuid: string) {
  await page.goto(`${origin}/event/${eventUuid}/multi-registration`);
  const add = page.getByRole('button', { name: /^Add a .+ ticket$/ }).first();
  await add.waitFor();
  return add;
}

async function addThreeTickets(page: Page, origin: string, participant: BenchParticipant): Promise<number[]> {
  const add = await openTicketSelection(page, origin, participant.openPaidEventUuid);
  await startRecording(page);
  for (let ticket = 0; ticket < 3; ticket++) await add.click();
  return recorded(page);
}

async function typeIntoAttendeeForm(page: Page, origin: string, participant: BenchParticipant): Promise<number[]> {
  const add = await openTicketSelection(page, origin, participant.openPaidEventUuid);
  await add.click();
  await page.getByRole('button', { name: 'Proceed', exact: true }).click();
  const name = page.getByLabel('Full Name');
  const pinCode = page.getByLabel('PIN Code');
  await pinCode.waitFor();
  await name.fill('');
  await pinCode.fill('');
  await startRecording(page);
  await name.click();
  await name.pressSequentially(NAME, { delay: KEY_DELAY_MS });
  await pinCode.click();
  await pinCode.pressSequentially(PIN_CODE, { delay: KEY_DELAY_MS });
  return recorded(page);
}

async function applyAFilter(page: Page, origin: string): Promise<number[]> {
  await page.goto(`${origin}/events`);
  await page.locator('.listing-items > li').first().waitFor();
  const [city] = await topCities(origin);
  await startRecording(page);
  await applyCity(page, city);
  return recorded(page);
}

export async function runInteractionLatencyBenchmark(options: {
  rounds: number;
  log: (line: string) => void;
}): Promise<InteractionLatencyResult> {
  const server = await startAppServer(PORT);
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  try {
    const participant = await createBenchParticipant(server.origin);
    const scenarios: [string, (page: Page) => Promise<number[]>][] = [
      [
        `typing a ${NAME.length}-character name and a PIN code (attendee form)`,
        (page) => typeIntoAttendeeForm(page, server.origin, participant),
      ],
      ['adding three tickets (ticket selection)', (page) => addThreeTickets(page, server.origin, participant)],
      ['applying a filter (/events)', (page) => applyAFilter(page, server.origin)],
    ];
    const results: InteractionScenario[] = [];
    for (const [scenario, run] of scenarios) {
      const latencies: number[] = [];
      for (let round = 1; round <= options.rounds; round++) {
        const page = await newPage(browser, server.origin, participant);
        try {
          const measured = await run(page);
          if (measured.length === 0) throw new Error(`${scenario}: the page reported no interactions`);
          latencies.push(...measured);
          options.log(`${scenario}, round ${round} of ${options.rounds}: ${measured.length} interactions`);
        } finally {
          await page.context().close();
        }
      }
      results.push({ scenario, latencies, p75Ms: percentile75(latencies) });
    }
    return { cpuSlowdown: CPU_SLOWDOWN, rounds: options.rounds, scenarios: results };
  } finally {
    await browser.close();
    await server.stop();
  }
}
