import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { FormField } from './form-field';
import { FormSelect } from './form-select';
import { FormTextarea } from './form-textarea';

/** FormField, FormTextarea and FormSelect share one frame: label, error and help wired to the control. */
describe('form fields', () => {
  it('labels the input and has it describe its error, then its help', () => {
    render(<FormField label="E-mail" help="We never share it." error="Enter your e-mail" />);
    const input = screen.getByLabelText('E-mail');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'Enter your e-mail',
      'We never share it.',
    ]);
  });

  it('leaves a valid field without aria-invalid and without a description when it has nothing to say', () => {
    render(<FormField label="Name" optional />);
    const input = screen.getByLabelText('Name (optional)');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('keeps a caller’s id for the control and its messages', () => {
    render(<FormField id="phone" label="Phone" error="Too short" />);
    expect(screen.getByLabelText('Phone').id).toBe('phone');
    expect(document.getElementById('phone-error')?.textContent).toBe('Too short');
  });

  it('gives a textarea three rows unless told, and relaxed lines for prose', () => {
    render(
      <>
        <FormTextarea label="Reason" optional help="Kept with the order." />
        <FormTextarea label="About you" rows={5} prose error="At least 30 characters" />
      </>,
    );
    const reason = screen.getByLabelText('Reason (optional)');
    expect(reason.getAttribute('rows')).toBe('3');
    expect(reason.className).not.toContain('leading-relaxed');
    expect(document.getElementById(reason.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Kept with the order.',
    );
    const bio = screen.getByLabelText('About you');
    expect(bio.getAttribute('rows')).toBe('5');
    expect(bio.className).toContain('leading-relaxed');
    expect(bio.getAttribute('aria-invalid')).toBe('true');
  });

  it('offers a select’s placeholder first, with an empty value', () => {
    render(
      <FormSelect
        label="Team size"
        placeholder="Choose one"
        options={[
          { value: '1-10', label: '1 to 10' },
          { value: '11-50', label: '11 to 50' },
        ]}
        error="Choose a size"
      />,
    );
    const select = screen.getByLabelText('Team size');
    const options = Array.from(select.querySelectorAll('option'));
    expect(options.map((option) => [option.value, option.textContent])).toEqual([
      ['', 'Choose one'],
      ['1-10', '1 to 10'],
      ['11-50', '11 to 50'],
    ]);
    expect(document.getElementById(select.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Choose a size',
    );
  });
});
