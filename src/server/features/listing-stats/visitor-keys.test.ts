import { describe, expect, it } from 'vitest';
import { accountVisitor, isPersonAgent, pageVisitor, visitorKey } from './visitor-keys.ts';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SALT = 'a'.repeat(64);
const OTHER_SALT = 'b'.repeat(64);

describe('isPersonAgent', () => {
  it('takes a browser and drops crawlers, headless browsers, scripts and a missing agent', () => {
    expect(isPersonAgent(CHROME)).toBe(true);
    expect(isPersonAgent('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(
      false,
    );
    expect(isPersonAgent(CHROME.replace('Chrome/', 'HeadlessChrome/'))).toBe(false);
    expect(isPersonAgent('WhatsApp/2.23.20.0')).toBe(false);
    expect(isPersonAgent('curl/8.5.0')).toBe(false);
    expect(isPersonAgent('')).toBe(false);
    expect(isPersonAgent(undefined)).toBe(false);
  });
});

describe('visitorKey', () => {
  const visitor = pageVisitor('203.0.113.7', CHROME);

  it('is the same for the same visitor, ad, counter and salt, and holds no trace of the IP', () => {
    const key = visitorKey(SALT, visitor, 12, 'visualizacao');
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(visitorKey(SALT, visitor, 12, 'visualizacao')).toBe(key);
    expect(key).not.toContain('203');
  });

  it('differs with the day (salt), the ad, the counter and the visitor', () => {
    const key = visitorKey(SALT, visitor, 12, 'visualizacao');
    expect(visitorKey(OTHER_SALT, visitor, 12, 'visualizacao')).not.toBe(key);
    expect(visitorKey(SALT, visitor, 13, 'visualizacao')).not.toBe(key);
    expect(visitorKey(SALT, visitor, 12, 'whatsapp')).not.toBe(key);
    expect(visitorKey(SALT, pageVisitor('203.0.113.8', CHROME), 12, 'visualizacao')).not.toBe(key);
    expect(visitorKey(SALT, accountVisitor(5), 12, 'conversa')).not.toBe(
      visitorKey(SALT, accountVisitor(6), 12, 'conversa'),
    );
  });
});
