import { describe, expect, it } from 'vitest';
import { multipart, path } from './call';

describe('the calls’ shared pieces', () => {
  it('path encodes each interpolated part as one segment, and leaves the written parts as they are', () => {
    expect(path`/courses/${'a b/c?d'}/lessons`).toBe('/courses/a%20b%2Fc%3Fd/lessons');
    expect(path`/admin/lessons/${'l-1'}/files/${'f#2'}`).toBe('/admin/lessons/l-1/files/f%232');
  });

  it('multipart sends the fields that are there, a list as its JSON, and the file under its name', () => {
    const photo = new File(['png'], 'me.png', { type: 'image/png' });
    const form = multipart({ title: 'Course', price: 120, oldPrice: undefined, learningPoints: [], targetAudience: ['a', 'b'] }, { image: photo });
    expect([...form.keys()]).toEqual(['title', 'price', 'learningPoints', 'targetAudience', 'image']);
    expect(form.get('price')).toBe('120');
    expect(form.get('learningPoints')).toBe('[]');
    expect(form.get('targetAudience')).toBe('["a","b"]');
    expect((form.get('image') as File).name).toBe('me.png');
  });
});
