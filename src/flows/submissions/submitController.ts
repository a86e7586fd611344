/**
 * Runs a submission form's machine: the send, and the check of a chosen file by its bytes
 * (magic numbers, as the server checks them; never the name or the declared type). Plain
 * TypeScript outside React; tests pass a fake send.
 */
import {
  FORM_MESSAGES,
  SUBMISSION_FILE_MAX_BYTES,
  fileProblem,
  type FileKind,
} from '@softkino/contract/forms';
import { toApiError } from '../../api/errors';
import { MachineController } from '../../lib/machineController';
import {
  initialSubmitState,
  submitReducer,
  type ChosenFile,
  type FieldErrors,
  type SubmitEvent,
  type SubmitState,
} from './submitMachine';

type Command<V> = NonNullable<SubmitState<V>['command']>;

export interface FileRule {
  kinds: readonly FileKind[];
  typeMessage: string;
  sizeMessage: string;
}

export const REPORT_FILE_RULE = {
  typeMessage: FORM_MESSAGES.attachmentType,
  sizeMessage: FORM_MESSAGES.attachmentSize,
} as const;

export const VACANCY_FILE_RULE = {
  typeMessage: FORM_MESSAGES.fileType,
  sizeMessage: FORM_MESSAGES.fileSize,
} as const;

/** What a chosen file is, read from its bytes; a file over the limit is not read at all. */
export async function checkChosenFile(file: File, rule: FileRule): Promise<ChosenFile> {
  if (file.size > SUBMISSION_FILE_MAX_BYTES) return { file, problem: rule.sizeMessage };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const problem = fileProblem(bytes, rule.kinds);
  if (problem === null) return { file, problem: null };
  return { file, problem: problem === 'size' ? rule.sizeMessage : rule.typeMessage };
}

export class SubmitController<V extends object> extends MachineController<
  SubmitState<V>,
  SubmitEvent<V>,
  Command<V>
> {
  constructor(
    values: V,
    validate: (values: V) => FieldErrors<V>,
    private readonly send: (values: V) => Promise<void>,
  ) {
    super(initialSubmitState(values), submitReducer(validate));
  }

  protected run(command: Command<V>): void {
    this.running = command;
    const settle = (event: SubmitEvent<V>) => {
      if (this.running !== command) return;
      this.running = null;
      this.dispatch(event);
    };
    this.send(command.values).then(
      () => settle({ type: 'sent' }),
      (thrown: unknown) => {
        const error = toApiError(thrown);
        const field = typeof error.code === 'string' ? error.code : undefined;
        settle({ type: 'failed', message: error.message, ...(field ? { field } : {}) });
      },
    );
  }

  /**
   * Fills the fields still empty with what `known` finds (a signed-in buyer's contacts); a
   * failed or empty look-up leaves the form as it is.
   */
  prefill(known: () => Promise<Partial<V>>): void {
    known().then(
      (values) => this.dispatch({ type: 'prefill', values }),
      () => {},
    );
  }

  /** Checks a chosen file (or none) and puts it into `field`. */
  async chooseFile(field: keyof V, file: File | null, rule: FileRule): Promise<void> {
    const chosen = file ? await checkChosenFile(file, rule) : null;
    this.dispatch({ type: 'change', field, value: chosen } as SubmitEvent<V>);
  }
}
