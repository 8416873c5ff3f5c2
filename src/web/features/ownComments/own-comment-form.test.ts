import { articleCodeMessages } from '@shared/domain/article-code';
import { describe, expect, it } from 'vitest';
import { commentDataOf, nextCommentCode, validateCommentValues } from './own-comment-form';

describe('own comment form', () => {
  it('suggests the number after the highest', () => {
    expect(nextCommentCode('text11')).toBe('text12');
    expect(nextCommentCode('Text9')).toBe('text10');
    expect(nextCommentCode(undefined)).toBe('text1');
  });

  it('stores the code in lower case and checks it', () => {
    expect(commentDataOf({ code: ' Text3 ', text: ' Garanti ' })).toEqual({ code: 'text3', text: 'Garanti' });
    expect(validateCommentValues({ code: 'txt3', text: 'x' })).toEqual({
      code: articleCodeMessages.commentCode,
    });
    expect(validateCommentValues({ code: 'text3', text: '  ' })).toEqual({
      text: 'Detta fält måste fyllas i',
    });
  });
});
