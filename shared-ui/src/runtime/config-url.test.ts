import { describe, expect, it } from 'vitest';
import { CONFIG_URL_NOT_ABSOLUTE, CONFIG_URL_NOT_HTTPS, configUrlProblem } from './config-url';

describe('configUrlProblem', () => {
  it('accepts https anywhere', () => {
    expect(configUrlProblem('https://cdn.example.in/owner/v17/mf-manifest.json')).toBeNull();
    expect(configUrlProblem('HTTPS://API.EXAMPLE.IN')).toBeNull();
  });

  it('accepts http for this machine only: localhost, 127.0.0.1 and [::1]', () => {
    expect(configUrlProblem('http://localhost:4000')).toBeNull();
    expect(configUrlProblem('http://127.0.0.1:3002/mf-manifest.json')).toBeNull();
    expect(configUrlProblem('http://[::1]:3001/mf-manifest.json')).toBeNull();
  });

  it('refuses http to any other host, even one that starts like localhost', () => {
    expect(configUrlProblem('http://cdn.example.in/mf-manifest.json')).toBe(CONFIG_URL_NOT_HTTPS);
    expect(configUrlProblem('http://localhost.evil.example/mf-manifest.json')).toBe(CONFIG_URL_NOT_HTTPS);
    expect(configUrlProblem('http://localhost@evil.example/mf-manifest.json')).toBe(CONFIG_URL_NOT_HTTPS);
    expect(configUrlProblem('http://10.0.0.5/mf-manifest.json')).toBe(CONFIG_URL_NOT_HTTPS);
  });

  it('refuses schemes that run or embed code', () => {
    expect(configUrlProblem('javascript:alert(1)')).toBe(CONFIG_URL_NOT_HTTPS);
    expect(configUrlProblem('JavaScript:alert(1)//https://cdn.example.in')).toBe(CONFIG_URL_NOT_HTTPS);
    expect(configUrlProblem('data:text/javascript,alert(1)')).toBe(CONFIG_URL_NOT_HTTPS);
    expect(configUrlProblem('blob:https://qrcontact.in/0f3c')).toBe(CONFIG_URL_NOT_HTTPS);
    expect(configUrlProblem('ftp://cdn.example.in/mf-manifest.json')).toBe(CONFIG_URL_NOT_HTTPS);
  });

  it('says so when the value is not an absolute URL at all', () => {
    expect(configUrlProblem('/mf-manifest.json')).toBe(CONFIG_URL_NOT_ABSOLUTE);
    expect(configUrlProblem('cdn.example.in')).toBe(CONFIG_URL_NOT_ABSOLUTE);
  });
});
