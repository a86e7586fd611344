/**
 * The few members of jsdom that server/test/bankPage.test.ts uses to run the sandbox bank page's
 * own script. @types/jsdom would bring the DOM library into the whole server program (its
 * `/// <reference lib="dom" />`), where `document` must stay unknown; these types stay here.
 */
declare module 'jsdom' {
  interface TestNode {
    id: string;
    value: string;
    placeholder: string;
    autocomplete: string;
    hidden: boolean;
    noValidate: boolean;
    textContent: string | null;
    dispatchEvent(event: TestEvent): boolean;
    contains(other: TestNode): boolean;
    getAttribute(name: string): string | null;
    hasAttribute(name: string): boolean;
  }
  interface TestEvent {
    readonly type: string;
  }
  interface TestEventInit {
    bubbles?: boolean;
    cancelable?: boolean;
    submitter?: TestNode;
  }
  /** The page's clock, stood still by the countdown test (decision 429). */
  interface TestPerformance {
    now(): number;
    getEntriesByType(type: string): Array<{ responseStart: number }>;
  }
  interface TestWindow {
    close(): void;
    performance: TestPerformance;
    document: {
      getElementById(id: string): TestNode | null;
      querySelector(selector: string): TestNode | null;
      querySelectorAll(selector: string): ArrayLike<TestNode> & Iterable<TestNode>;
    };
    Event: new (type: string, init?: TestEventInit) => TestEvent;
    SubmitEvent: new (type: string, init?: TestEventInit) => TestEvent;
  }
  export class JSDOM {
    constructor(
      html: string,
      options?: {
        runScripts?: 'dangerously' | 'outside-only';
        beforeParse?: (window: TestWindow) => void;
      },
    );
    readonly window: TestWindow;
  }
}
