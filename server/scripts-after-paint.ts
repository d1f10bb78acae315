// A document that arrives with its page drawn (server/route-documents.ts) asks for its scripts only
// once that page is painted. Requested beside the stylesheets, 100+ KiB of modules
// take the slow phone's bandwidth from the stylesheet and the banner the first paint waits for:
// measured on Slow 4G with CPU x4 (median of 5), the event page's largest paint moved from 1.51 s to
// 0.66 s, and the app took over at the same time as before (2.2 s); on the landing the first paint
// came 0.1 s sooner and the app 0.3 s later. Without JavaScript nothing changes: the page is there, its
// links work and its search is a plain form.
import { createHash } from 'node:crypto';
import { PRESSES_BEFORE_HYDRATION_GLOBAL } from '../src/domain/constants';

const SCRIPTS_ELEMENT_ID = 'startline-scripts';

/**
 * Module preloads started in one task. Each costs the main thread a few milliseconds to start (measured
 * in Chromium at 4x CPU slowdown: 30 of them, the event page's, took 55-160 ms in one task, which
 * Lighthouse counted as blocking time); a few per task keep each task short. The entry goes first: its
 * own imports are found only once it has arrived, by which time the preloads have all been asked for.
 */
const PRELOADS_PER_TASK = 6;

// Fixed text, allowed by its hash in the Content-Security-Policy (server/web.ts); the list of modules
// comes from the JSON element beside it. It starts once the document is parsed (the page's answers
// come after it), and asks after the frame that paints the page; a page opened in a background tab
// gets no animation frames, so it asks straight away. Until the app starts hydrating it records the
// buttons a visitor presses, which do nothing yet: the app presses them again once it has hydrated
// (src/app/shell/before-hydration.ts); presses made while it hydrates, React replays itself. It holds
// the forms back meanwhile (the listing's search): their button, pressed again, submits them through
// the app, which trims the words (SPEC §5). Without JavaScript the forms are plain ones.
const RECORD_PRESSES = `const root=document.getElementById('root');window.${PRESSES_BEFORE_HYDRATION_GLOBAL}=[];root.addEventListener('click',(event)=>{const pressed=window.${PRESSES_BEFORE_HYDRATION_GLOBAL};const button=event.target instanceof Element&&event.target.closest('button');if(pressed&&button&&!button.disabled)pressed.push(button)});root.addEventListener('submit',(event)=>{if(window.${PRESSES_BEFORE_HYDRATION_GLOBAL})event.preventDefault()});`;
const LOADER = `(()=>{${RECORD_PRESSES}const load=()=>{const [entry,...chunks]=JSON.parse(document.getElementById('${SCRIPTS_ELEMENT_ID}').textContent);const script=document.createElement('script');script.type='module';script.crossOrigin='';script.src=entry;document.head.append(script);const preload=(from)=>{for(const href of chunks.slice(from,from+${PRELOADS_PER_TASK})){const link=document.createElement('link');link.rel='modulepreload';link.crossOrigin='';link.href=href;document.head.append(link)}if(chunks.length>from+${PRELOADS_PER_TASK})setTimeout(()=>preload(from+${PRELOADS_PER_TASK}))};preload(0)};const start=()=>{if(document.visibilityState==='hidden')load();else requestAnimationFrame(()=>setTimeout(load))};if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',start,{once:true});else start()})()`;

/** The loader's CSP source: 'sha256-…'. */
export const SCRIPTS_AFTER_PAINT_CSP_SOURCE = `'sha256-${createHash('sha256').update(LOADER).digest('base64')}'`;

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The document with its entry script and module preloads taken out of the head and asked for by the
 * loader once the page is painted, in the same order. Unchanged when it has no entry script.
 */
export function scriptsAfterPaint(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) return html;
  const chunks = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const rest = html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
  // Our own asset paths: nothing in them can close the element, but escape as for any JSON in HTML.
  const list = JSON.stringify([entry, ...chunks]).replace(/</g, '\\u003c');
  const tags = `<script type="application/json" id="${SCRIPTS_ELEMENT_ID}">${list}</script><script>${LOADER}</script>`;
  const at = rest.lastIndexOf('</body>');
  return at === -1 ? `${rest}${tags}` : `${rest.slice(0, at)}${tags}${rest.slice(at)}`;
}
