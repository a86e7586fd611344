/**
 * The bug report's and the vacancy application's form as a pure machine (spec section 4,
 * Forms: idle, sending with the button loading, then the thanks popup or the error shown). The
 * values live in the state, so a refusal — the client's own check or the server's — keeps
 * everything typed; a field's error goes when the field changes. It never calls the server:
 * `command` asks SubmitController to send, and the answer comes back as an event.
 */

/** A chosen file and what its bytes say: null when it fits the form, else the refusal. */
export interface ChosenFile {
  file: File;
  problem: string | null;
}

export type FormValue = string | boolean | ChosenFile | null;

export type SubmitStatus = 'idle' | 'sending' | 'sent';

export type FieldErrors<V> = Partial<Record<keyof V | 'form', string>>;

export interface SubmitState<V> {
  values: V;
  status: SubmitStatus;
  errors: FieldErrors<V>;
  /** Fields the buyer has changed: a prefill never goes into them, even once emptied again. */
  touched: Partial<Record<keyof V, true>>;
  /** The send the controller runs; a new object each time. */
  command: { type: 'send'; values: V } | null;
}

export type SubmitEvent<V> =
  | { [K in keyof V]: { type: 'change'; field: K; value: V[K] } }[keyof V]
  | { type: 'submit' }
  /**
   * What the site already knows of a signed-in buyer (contacts, name, birthday): each value
   * goes into its field only while that field is empty and untouched, so nothing the buyer
   * typed (or cleared) is replaced; the field's error, if a submit left one, goes with it.
   */
  | { type: 'prefill'; values: Partial<V> }
  | { type: 'sent' }
  /** The server's refusal: on the field it names when the form has it, else under the form. */
  | { type: 'failed'; message: string; field?: string };

export function initialSubmitState<V>(values: V): SubmitState<V> {
  return { values, status: 'idle', errors: {}, touched: {}, command: null };
}

/** A reducer for a form whose values `validate` checks before anything is sent. */
export function submitReducer<V extends object>(validate: (values: V) => FieldErrors<V>) {
  return (state: SubmitState<V>, event: SubmitEvent<V>): SubmitState<V> => {
    if (event.type === 'sent')
      return state.status === 'sending' ? { ...state, status: 'sent', command: null } : state;
    if (event.type === 'failed') {
      if (state.status !== 'sending') return state;
      const field =
        event.field !== undefined && event.field in state.values
          ? (event.field as keyof V)
          : 'form';
      return {
        ...state,
        status: 'idle',
        command: null,
        errors: { [field]: event.message } as FieldErrors<V>,
      };
    }
    // While sending, and after the thanks, the form takes nothing.
    if (state.status !== 'idle') return state;
    if (event.type === 'prefill') {
      const values = { ...state.values };
      const errors = { ...state.errors };
      let changed = false;
      for (const key of Object.keys(event.values) as (keyof V)[]) {
        const value = event.values[key];
        if (typeof value !== 'string' || value === '') continue;
        if (values[key] !== '' || state.touched[key]) continue;
        values[key] = value as V[keyof V];
        delete errors[key];
        changed = true;
      }
      return changed ? { ...state, values, errors } : state;
    }
    if (event.type === 'change') {
      const errors = { ...state.errors };
      delete errors[event.field];
      delete errors.form;
      // A chosen file that cannot be sent says so at once, not after 'Отправить' (decision 406).
      const chosen = event.value as FormValue;
      if (chosen !== null && typeof chosen === 'object' && chosen.problem)
        errors[event.field] = chosen.problem;
      return {
        ...state,
        values: { ...state.values, [event.field]: event.value },
        errors,
        touched: { ...state.touched, [event.field]: true },
      };
    }
    const errors = validate(state.values);
    if (Object.keys(errors).length > 0) return { ...state, errors };
    return {
      ...state,
      status: 'sending',
      errors: {},
      command: { type: 'send', values: state.values },
    };
  };
}
