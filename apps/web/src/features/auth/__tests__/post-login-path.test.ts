import { describe, expect, it } from 'vitest';
import { postLoginPath } from '../post-login-path.ts';

describe('postLoginPath', () => {
  it('follows a same-site redirect first', () => {
    expect(postLoginPath({ account_type: 'EMPLOYEE', latest_conversation_id: 3 }, '/overview?x=1')).toBe('/overview?x=1');
  });

  it('ignores redirects to other sites', () => {
    expect(postLoginPath({ account_type: 'CUSTOMER', latest_conversation_id: null }, '//evil.example')).toBe('/overview');
    expect(postLoginPath({ account_type: 'CUSTOMER', latest_conversation_id: null }, 'https://evil.example')).toBe('/overview');
  });

  it('ignores a redirect into the administration for anyone but an employee', () => {
    expect(postLoginPath({ account_type: 'CUSTOMER', latest_conversation_id: 7 }, '/administration/students')).toBe(
      '/conversations/7',
    );
    expect(postLoginPath({ account_type: 'STUDENT', latest_conversation_id: null }, '/administration')).toBe('/overview');
    expect(postLoginPath({ account_type: 'EMPLOYEE', latest_conversation_id: null }, '/administration/customers')).toBe(
      '/administration/customers',
    );
    // Only the area itself: a path that merely starts with the same letters is an ordinary page.
    expect(postLoginPath({ account_type: 'CUSTOMER', latest_conversation_id: null }, '/administrationen')).toBe(
      '/administrationen',
    );
  });

  it('routes by account type', () => {
    expect(postLoginPath({ account_type: 'CUSTOMER', latest_conversation_id: 42 }, null)).toBe('/conversations/42');
    expect(postLoginPath({ account_type: 'STUDENT', latest_conversation_id: null }, null)).toBe('/overview');
    expect(postLoginPath({ account_type: 'EMPLOYEE', latest_conversation_id: 42 }, null)).toBe('/administration');
  });
});
