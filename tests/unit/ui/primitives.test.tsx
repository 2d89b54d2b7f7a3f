import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../../../src/ui/Button.tsx';
import { Dialog } from '../../../src/ui/Dialog.tsx';
import { EmptyState } from '../../../src/ui/EmptyState.tsx';
import { Field } from '../../../src/ui/Field.tsx';
import { List, Row } from '../../../src/ui/List.tsx';
import { OverflowMenu } from '../../../src/ui/OverflowMenu.tsx';

describe('design system primitives', () => {
  afterEach(cleanup);

  it('Button: one class per kind; an icon-only button keeps its label as its accessible name', () => {
    render(
      <>
        <Button label="Deposit" block />
        <Button variant="ghost" iconOnly icon="deposit" label="Withdraw" />
      </>,
    );
    const deposit = screen.getByRole('button', { name: 'Deposit' });
    expect(deposit.className).toBe('btn btn-primary btn-block');
    expect(deposit.getAttribute('type')).toBe('button');
    const withdraw = screen.getByRole('button', { name: 'Withdraw' });
    expect(withdraw.className).toContain('btn-icon-only');
    expect(withdraw.querySelector('.btn-label-hidden')?.textContent).toBe('Withdraw');
  });

  it('Dialog: named, modal, closes on its close button, the scrim and Escape', () => {
    const onClose = vi.fn();
    const { container } = render(
      <Dialog onClose={onClose} label="Rules" closeLabel="Close">
        <p>Body</p>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Rules' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(container.querySelector('.scrim') as Element);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('OverflowMenu: a disclosure that opens, closes on a choice and on Escape (focus back on its button)', () => {
    const chose = vi.fn();
    render(
      <OverflowMenu label="More">
        <Button label="Deposit" onClick={chose} />
      </OverflowMenu>,
    );
    const more = screen.getByRole('button', { name: 'More' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(chose).toHaveBeenCalled();
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(more);
  });

  it('Field: the label names the control and the error is what aria-describedby points at', () => {
    render(
      <Field id="amount" label="Amount" required error="Too small">
        <input id="amount" aria-describedby="amount__error" />
      </Field>,
    );
    const input = screen.getByLabelText(/Amount/);
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Too small');
  });

  it('List and Row, EmptyState: rows that act are buttons; an empty state says so', () => {
    const open = vi.fn();
    render(
      <>
        <List label="Settings">
          <Row label="Change password" icon="lock" onClick={open} />
          <Row label="Version" end="1.0" />
        </List>
        <EmptyState message="No records yet" />
      </>,
    );
    expect(screen.getByRole('list', { name: 'Settings' }).children).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(open).toHaveBeenCalled();
    expect(screen.getByText('No records yet')).toBeTruthy();
  });
});
