import { useId, useRef } from 'react';
import type { ChosenFile } from './submitMachine';

export interface FilePickerProps {
  label: string;
  hint: string;
  /** The input's accept list: a hint for the file dialog; the bytes decide. */
  accept: string;
  chosen: ChosenFile | null;
  error?: string | undefined;
  disabled?: boolean;
  onChoose: (file: File | null) => void;
}

function size(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} КБ`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} МБ`;
}

/**
 * One optional file: a button that opens the file dialog, then the chosen file's name and size
 * with 'Убрать'. The file is checked by its bytes when chosen (SubmitController.chooseFile).
 */
export function FilePicker({
  label,
  hint,
  accept,
  chosen,
  error,
  disabled,
  onChoose,
}: FilePickerProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const describedBy = `${id}-hint${error ? ` ${id}-error` : ''}`;
  return (
    <div className={`field file-picker${error ? ' field--invalid' : ''}`}>
      <span className="field__label" id={`${id}-label`}>
        {label}
      </span>
      <div className="file-picker__row">
        <label className="button button--ghost file-picker__button" htmlFor={id}>
          {chosen ? 'Выбрать другой файл' : 'Выбрать файл'}
        </label>
        <input
          ref={input}
          id={id}
          className="file-picker__input"
          type="file"
          accept={accept}
          disabled={disabled}
          aria-labelledby={`${id}-label`}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            onChoose(event.currentTarget.files?.[0] ?? null);
          }}
        />
        {chosen && (
          <span className="file-picker__chosen">
            <span className="file-picker__name">{chosen.file.name}</span>
            <span className="file-picker__size">{size(chosen.file.size)}</span>
            <button
              type="button"
              className="file-picker__remove"
              disabled={disabled}
              onClick={() => {
                if (input.current) input.current.value = '';
                onChoose(null);
              }}
            >
              Убрать
            </button>
          </span>
        )}
      </div>
      <p id={`${id}-hint`} className="field__hint">
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
