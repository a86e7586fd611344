import { render, screen } from '@testing-library/react';
import { Router } from 'wouter';
import { describe, expect, it, vi } from 'vitest';
import { GUEST } from './buyer';
import { sessionData } from './fixtures';
import { SchemePanel } from './SchemePanel';

function panel(disabled: boolean) {
  return render(
    <Router>
      <SchemePanel
        data={sessionData({ disabled })}
        tickets={[]}
        unpaid={null}
        buyer={GUEST}
        onLoginLink={vi.fn()}
        onRemove={vi.fn()}
        onContinue={vi.fn()}
      />
    </Router>,
  );
}

describe('the scheme panel of a session', () => {
  it('asks to choose seats while sales are open', () => {
    panel(false);
    expect(screen.getByText('Выберите места на схеме зала')).toBeVisible();
    expect(screen.queryByText('Продажа билетов на этот сеанс закрыта.')).toBeNull();
  });

  it('says why nothing can be bought once the cinema closed its sales', () => {
    panel(true);
    expect(screen.getByRole('status')).toHaveTextContent('Продажа билетов на этот сеанс закрыта.');
    expect(screen.queryByText('Выберите места на схеме зала')).toBeNull();
    expect(screen.getByRole('button', { name: 'Продолжить' })).toBeDisabled();
  });
});
