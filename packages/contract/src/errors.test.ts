import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERRORS } from './errors.ts';

describe('error catalogue', () => {
  it('gives every code an HTTP error status and a message in en, zh and ja', () => {
    for (const code of ERROR_CODES) {
      const { status, message } = ERRORS[code];
      expect(status, code).toBeGreaterThanOrEqual(400);
      expect(status, code).toBeLessThan(600);
      for (const language of ['en', 'zh', 'ja'] as const) expect(message[language].trim(), code).not.toBe('');
    }
  });

  it("carries the spec's messages word for word", () => {
    expect(ERRORS.validation_failed.message.en).toBe('Validation Failed');
    expect(ERRORS.already_registered.message.en).toBe(
      'You have already registered this number or email, please login',
    );
    expect(ERRORS.image_too_large.message.en).toBe('Image size is too large. It must be less than 1MB.');
    expect(ERRORS.client_ad_off.message.en).toBe("Client's AD is OFF");
  });

  it('writes Chinese in Traditional characters', () => {
    const simplifiedOnly = /[这们说为对时过还发后应该会]/;
    for (const code of ERROR_CODES) expect(ERRORS[code].message.zh, code).not.toMatch(simplifiedOnly);
  });
});
