import { describe, expect, it } from 'vitest';
import { CONFIG_URL_NOT_ABSOLUTE, CONFIG_URL_NOT_HTTPS, configUrlProblem } from './config-url';

describe('configUrlProblem', () => {
  it.each([
    // https anywhere
    'https://cdn.example.in/owner/v17/mf-manifest.json',
    'HTTPS://API.EXAMPLE.IN',
    // http for this machine only: localhost, 127.0.0.1 and [::1]
    'http://localhost:4000',
    'http://127.0.0.1:3002/mf-manifest.json',
    'http://[::1]:3001/mf-manifest.json',
  ])('accepts %s', (url) => {
    expect(configUrlProblem(url)).toBeNull();
  });

  it.each([
    // http to any other host, even one that starts like localhost
    'http://cdn.example.in/mf-manifest.json',
    'http://localhost.evil.example/mf-manifest.json',
    'http://localhost@evil.example/mf-manifest.json',
    'http://10.0.0.5/mf-manifest.json',
    // schemes that run or embed code
    'javascript:alert(1)',
    'JavaScript:alert(1)//https://cdn.example.in',
    'data:text/javascript,alert(1)',
    'blob:https://qrcontact.in/0f3c',
    'ftp://cdn.example.in/mf-manifest.json',
  ])('refuses %s as not https', (url) => {
    expect(configUrlProblem(url)).toBe(CONFIG_URL_NOT_HTTPS);
  });

  it.each(['/mf-manifest.json', 'cdn.example.in'])('says %s is not an absolute URL at all', (url) => {
    expect(configUrlProblem(url)).toBe(CONFIG_URL_NOT_ABSOLUTE);
  });
});
