import { useId, useState } from 'react';

interface ImagePickerProps {
  legend: string;
  /** Names each bundled picture for assistive technology: `Avatar 1` … */
  optionLabel: string;
  options: readonly string[];
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string | null;
}

/**
 * A profile picture chooser: the default, one of the bundled pictures, or a link.
 * Radio buttons, so arrow keys move between the pictures.
 */
export function ImagePicker({ legend, optionLabel, options, value, onChange, error }: ImagePickerProps) {
  const name = useId();
  const linkId = useId();
  const errorId = useId();
  const isLink = value !== null && !options.includes(value);
  const [link, setLink] = useState(isLink ? value : '');

  return (
    <fieldset className="image-picker" aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      <div className="image-picker__options">
        <label className="image-picker__option">
          <input type="radio" name={name} checked={value === null} onChange={() => onChange(null)} />
          <span className="image-picker__default">Default</span>
        </label>
        {options.map((option, index) => (
          <label key={option} className="image-picker__option">
            <input type="radio" name={name} checked={value === option} onChange={() => onChange(option)} />
            <img src={option} alt="" width={56} height={56} loading="lazy" />
            <span className="visually-hidden">{`${optionLabel} ${index + 1}`}</span>
          </label>
        ))}
      </div>
      <div className="auth-field">
        <label htmlFor={linkId}>Or a link to a picture (https)</label>
        <input
          id={linkId}
          type="url"
          inputMode="url"
          placeholder="https://"
          value={link}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            setLink(event.target.value);
            onChange(event.target.value.trim() || null);
          }}
        />
      </div>
      {error && (
        <p id={errorId} className="auth-field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
