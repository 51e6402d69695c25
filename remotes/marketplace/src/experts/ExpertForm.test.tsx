/** The expert forms on their own: validation messages, sending state, clearing, the filled-in email. */
import { ThemeProvider } from '@emotion/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lightTheme } from '../app-shell/theme.ts';
import { ExpertForm, type ExpertFormProps } from './ExpertForm.tsx';

afterEach(cleanup);

function renderForm<K extends 'contact' | 'review'>(props: Partial<ExpertFormProps<K>> & { kind: K }) {
  const onSend = props.onSend ?? vi.fn(async () => true);
  const onSignIn = props.onSignIn ?? vi.fn();
  const all = { expertName: 'Chat Crafters', signedInEmail: 'owner@acme.example', signedIn: true, sending: false, ...props, onSend, onSignIn } as ExpertFormProps<K>;
  const view = render(
    <ThemeProvider theme={lightTheme}>
      <ExpertForm {...all} />
    </ThemeProvider>,
  );
  const rerender = (next: Partial<ExpertFormProps<K>>) =>
    view.rerender(
      <ThemeProvider theme={lightTheme}>
        <ExpertForm {...all} {...next} />
      </ThemeProvider>,
    );
  return { onSend, onSignIn, rerender };
}

const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};

describe('the contact form checks every field before sending', () => {
  it('shows one message per failing field, marks it invalid, focuses the first and sends nothing', async () => {
    const { onSend } = renderForm({ kind: 'contact', signedInEmail: '' });
    type('Name', 'Jo');
    type('Website (optional)', 'not a site');
    type('Message', 'short');
    await submit('Send message');
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Name must be at least 3 characters')).toBeTruthy();
    expect(screen.getByText('Please enter your surname')).toBeTruthy();
    expect(screen.getByText('Please enter a valid website address')).toBeTruthy();
    expect(screen.getByText('Message must be at least 10 characters')).toBeTruthy();
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Your email'));
    expect(onSend).not.toHaveBeenCalled();
  });

  it("fills in the signed-in user's email, sends the form and clears it on success", async () => {
    const { onSend } = renderForm({ kind: 'contact' });
    expect(screen.getByLabelText<HTMLInputElement>('Your email').value).toBe('owner@acme.example');
    type('Name', 'Joanna');
    type('Surname', 'Smith');
    type('Message', 'We need a chatbot for our shop.');
    await submit('Send message');
    expect(onSend).toHaveBeenCalledWith({ email: 'owner@acme.example', name: 'Joanna', surname: 'Smith', website: '', message: 'We need a chatbot for our shop.' });
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Message').value).toBe('');
    expect(screen.getByLabelText<HTMLInputElement>('Your email').value).toBe('owner@acme.example');
  });

  it('keeps what was typed when sending fails', async () => {
    renderForm({ kind: 'contact', onSend: async () => false });
    type('Name', 'Joanna');
    type('Surname', 'Smith');
    type('Message', 'We need a chatbot for our shop.');
    await submit('Send message');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Message').value).toBe('We need a chatbot for our shop.');
  });

  it('disables the button while sending', () => {
    renderForm({ kind: 'contact', sending: true });
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Sending…' });
    expect(button.disabled).toBe(true);
  });

  it('asks a visitor to sign in instead of sending', async () => {
    const { onSend, onSignIn } = renderForm({ kind: 'contact', signedIn: false, signedInEmail: '' });
    type('Your email', 'jo@example.com');
    type('Name', 'Joanna');
    type('Surname', 'Smith');
    type('Message', 'We need a chatbot for our shop.');
    await submit('Send message');
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toContain('Sign in to send your message.');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSignIn).toHaveBeenCalledOnce();
  });
});

describe('the review form takes a comment of 10 to 2000 characters and a name of 3 to 64', () => {
  it('rejects too short and too long values with their messages', async () => {
    renderForm({ kind: 'review' });
    type('Your name', 'x'.repeat(65));
    type('Your review', 'x'.repeat(2001));
    await submit('Send review');
    expect(screen.getByText('Name cannot be longer than 64 characters')).toBeTruthy();
    expect(screen.getByText('Review cannot be longer than 2000 characters')).toBeTruthy();
    type('Your review', 'too short');
    await submit('Send review');
    expect(screen.getByText('Review must be at least 10 characters')).toBeTruthy();
  });

  it('sends a valid review and clears it', async () => {
    const { onSend } = renderForm({ kind: 'review' });
    type('Your name', 'Joanna');
    type('Your review', 'They trained the whole team well.');
    await submit('Send review');
    expect(onSend).toHaveBeenCalledWith({ email: 'owner@acme.example', name: 'Joanna', website: '', comment: 'They trained the whole team well.' });
    expect(screen.getByLabelText<HTMLTextAreaElement>('Your review').value).toBe('');
    expect(screen.getByText('0 of 2000 characters (at least 10)')).toBeTruthy();
  });
});

describe('a ghost login sends nothing', () => {
  it('says why instead of offering the send button, and Enter in a field sends nothing', async () => {
    const words = 'You are browsing as owner@acme.example with a ghost login: nothing can be installed, bought or changed for this account.';
    const { onSend } = renderForm({ kind: 'review', refusedBecause: words });
    expect(screen.getByText(words)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send review' })).toBeNull();
    type('Your name', 'Olivia');
    type('Your review', 'They set everything up in a week.');
    await act(async () => {
      fireEvent.submit(screen.getByTestId('expert-review-form'));
    });
    expect(onSend).not.toHaveBeenCalled();
  });
});
