import { useId, useRef, useState } from 'react';
import { TIME_SLOTS, activeFilterCount, toggled, type PlaybillFilters } from './playbillFilters';
import type { PlaybillView } from './usePlaybillView';
import './FilterBar.css';

interface FilterBarProps {
  filters: PlaybillFilters;
  formats: string[];
  view: PlaybillView;
  onChange: (next: PlaybillFilters) => void;
  onView: (view: PlaybillView) => void;
}

/**
 * The search by name, the filter chips (behind a 'Фильтры' button on phones, always shown on
 * wide screens) and the grid/list switch. Every chip is a toggle button with aria-pressed.
 */
export function FilterBar({ filters, formats, view, onChange, onView }: FilterBarProps) {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const searchId = useId();
  const count = activeFilterCount(filters);

  return (
    <div className="filter-bar">
      <div className="filter-bar__row">
        <div className="film-search">
          <label htmlFor={searchId} className="visually-hidden">
            Поиск фильма
          </label>
          <input
            id={searchId}
            className="film-search__input"
            type="search"
            inputMode="search"
            enterKeyHint="search"
            autoComplete="off"
            placeholder="Название фильма"
            maxLength={100}
            value={filters.query}
            onChange={(event) => onChange({ ...filters, query: event.target.value })}
          />
        </div>
        <button
          ref={toggleRef}
          type="button"
          className={`filter-toggle${count > 0 ? ' filter-toggle--active' : ''}`}
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={count > 0 ? `Фильтры, выбрано: ${count}` : undefined}
          onClick={() => setOpen((value) => !value)}
        >
          Фильтры
          {count > 0 && (
            <span className="filter-toggle__count" aria-hidden="true">
              {count}
            </span>
          )}
        </button>
        <div className="view-switch" role="group" aria-label="Вид афиши">
          <button
            type="button"
            className="view-switch__button"
            aria-pressed={view === 'grid'}
            onClick={() => onView('grid')}
          >
            Плитка
          </button>
          <button
            type="button"
            className="view-switch__button"
            aria-pressed={view === 'list'}
            onClick={() => onView('list')}
          >
            Список
          </button>
        </div>
      </div>
      <div
        id={panelId}
        className={`filter-panel${open ? ' filter-panel--open' : ''}`}
        onKeyDown={(event) => {
          // Escape folds the phone's panel and returns to its button (wide screens keep it).
          if (event.key === 'Escape' && open) {
            setOpen(false);
            toggleRef.current?.focus();
          }
        }}
      >
        <ChipGroup label="Формат">
          {formats.map((format) => (
            <Chip
              key={format}
              pressed={filters.formats.includes(format)}
              onClick={() => onChange({ ...filters, formats: toggled(filters.formats, format) })}
            >
              {format}
            </Chip>
          ))}
        </ChipGroup>
        <ChipGroup label="Время">
          {TIME_SLOTS.map((slot) => (
            <Chip
              key={slot.key}
              pressed={filters.times.includes(slot.key)}
              hint={slot.hint}
              onClick={() => onChange({ ...filters, times: toggled(filters.times, slot.key) })}
            >
              {slot.label}
            </Chip>
          ))}
        </ChipGroup>
        <ChipGroup label="Ещё">
          <Chip
            pressed={filters.pushkin}
            onClick={() => onChange({ ...filters, pushkin: !filters.pushkin })}
          >
            Пушкинская карта
          </Chip>
          <Chip
            pressed={filters.kids}
            hint="0+ и 6+"
            onClick={() => onChange({ ...filters, kids: !filters.kids })}
          >
            Детям
          </Chip>
        </ChipGroup>
      </div>
    </div>
  );
}

function ChipGroup({ label, children }: { label: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <div className="chip-group" role="group" aria-labelledby={id}>
      <span id={id} className="chip-group__label">
        {label}
      </span>
      <div className="chip-group__chips">{children}</div>
    </div>
  );
}

interface ChipProps {
  pressed: boolean;
  hint?: string;
  onClick: () => void;
  children: string;
}

function Chip({ pressed, hint, onClick, children }: ChipProps) {
  return (
    <button
      type="button"
      className="chip"
      aria-pressed={pressed}
      aria-label={hint ? `${children}, ${hint}` : undefined}
      onClick={onClick}
    >
      {children}
      {hint && ' '}
      {hint && (
        <span className="chip__hint" aria-hidden="true">
          {hint}
        </span>
      )}
    </button>
  );
}
