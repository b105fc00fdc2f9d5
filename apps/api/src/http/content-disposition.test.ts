import { describe, expect, it } from 'vitest';
import { attachment } from './content-disposition';

describe('attachment', () => {
  it('names an English file as it is', () => {
    expect(attachment('CV checklist.pdf')).toBe(`attachment; filename="CV checklist.pdf"; filename*=UTF-8''CV%20checklist.pdf`);
  });

  it('gives an Arabic name in UTF-8 and a plain stand-in, and never lets a quote end the value', () => {
    expect(attachment('قائمة "مهمة".pdf')).toBe(
      `attachment; filename="_____ ______.pdf"; filename*=UTF-8''%D9%82%D8%A7%D8%A6%D9%85%D8%A9%20%22%D9%85%D9%87%D9%85%D8%A9%22.pdf`,
    );
  });
});
