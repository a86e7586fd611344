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
  }
  interface TestEvent {
    readonly type: string;
  }
  interface TestEventInit {
    bubbles?: boolean;
    cancelable?: boolean;
    submitter?: TestNode;
  }
  interface TestWindow {
    close(): void;
    document: {
      getElementById(id: string): TestNode | null;
      querySelector(selector: string): TestNode | null;
    };
    Event: new (type: string, init?: TestEventInit) => TestEvent;
    SubmitEvent: new (type: string, init?: TestEventInit) => TestEvent;
  }
  export class JSDOM {
    constructor(html: string, options?: { runScripts?: 'dangerously' | 'outside-only' });
    readonly window: TestWindow;
  }
}
