// Just enough of a browser document to run the sandbox checkout script in node:vm and read what it
// builds: elements with attributes, children, listeners and focus. (No DOM library is installed;
// the Playwright journeys drive the same script in real Chromium.)

export interface FakeKeyEvent {
  key: string;
  shiftKey?: boolean;
  defaultPrevented?: boolean;
  preventDefault(): void;
  stopPropagation(): void;
}

type Listener = (event: unknown) => void;

export class FakeElement {
  readonly tagName: string;
  className = '';
  id = '';
  textContent = '';
  type = '';
  disabled = false;
  readonly style: Record<string, string> = {};
  readonly children: FakeElement[] = [];
  parent: FakeElement | null = null;
  readonly #attributes = new Map<string, string>();
  readonly #listeners = new Map<string, Listener[]>();

  constructor(
    readonly ownerDocument: FakeDocument,
    tagName: string,
  ) {
    this.tagName = tagName.toUpperCase();
  }

  setAttribute(name: string, value: string): void {
    this.#attributes.set(name, String(value));
  }

  getAttribute(name: string): string | null {
    return this.#attributes.get(name) ?? null;
  }

  removeAttribute(name: string): void {
    this.#attributes.delete(name);
  }

  appendChild(child: FakeElement): FakeElement {
    child.parent = this;
    this.children.push(child);
    return child;
  }

  remove(): void {
    if (!this.parent) return;
    this.parent.children.splice(this.parent.children.indexOf(this), 1);
    this.parent = null;
  }

  addEventListener(type: string, listener: Listener): void {
    this.#listeners.set(type, [...(this.#listeners.get(type) ?? []), listener]);
  }

  click(): void {
    if (this.disabled) return;
    for (const listener of this.#listeners.get('click') ?? []) listener({ type: 'click' });
  }

  focus(): void {
    this.ownerDocument.activeElement = this;
  }

  contains(node: unknown): boolean {
    if (node === this) return true;
    return this.children.some((child) => child.contains(node));
  }

  descendants(): FakeElement[] {
    return this.children.flatMap((child) => [child, ...child.descendants()]);
  }

  /** Supports the one selector the script uses: focusable controls that are not disabled. */
  querySelectorAll(_selector: string): FakeElement[] {
    return this.descendants().filter((node) => node.tagName === 'BUTTON' && !node.disabled);
  }

  /** All text below this element, in document order. */
  get innerText(): string {
    return [this.textContent, ...this.children.map((child) => child.innerText)].filter(Boolean).join('\n');
  }
}

export class FakeDocument {
  activeElement: FakeElement | null = null;
  readonly head: FakeElement;
  readonly body: FakeElement;
  readonly currentScript: { src: string };
  readonly #listeners: Listener[] = [];

  constructor(scriptSrc: string) {
    this.head = new FakeElement(this, 'head');
    this.body = new FakeElement(this, 'body');
    this.currentScript = { src: scriptSrc };
  }

  createElement(tagName: string): FakeElement {
    return new FakeElement(this, tagName);
  }

  getElementById(id: string): FakeElement | null {
    return [...this.head.descendants(), ...this.body.descendants()].find((node) => node.id === id) ?? null;
  }

  contains(node: unknown): boolean {
    return this.head.contains(node) || this.body.contains(node);
  }

  addEventListener(type: string, listener: Listener): void {
    if (type === 'keydown') this.#listeners.push(listener);
  }

  removeEventListener(type: string, listener: Listener): void {
    const index = this.#listeners.indexOf(listener);
    if (type === 'keydown' && index >= 0) this.#listeners.splice(index, 1);
  }

  pressKey(key: string, shiftKey = false): FakeKeyEvent {
    const event: FakeKeyEvent = {
      key,
      shiftKey,
      defaultPrevented: false,
      preventDefault() {
        this.defaultPrevented = true;
      },
      stopPropagation() {},
    };
    for (const listener of [...this.#listeners]) listener(event);
    return event;
  }

  /** Elements with a given attribute value anywhere in the body. */
  findAll(predicate: (node: FakeElement) => boolean): FakeElement[] {
    return this.body.descendants().filter(predicate);
  }
}
