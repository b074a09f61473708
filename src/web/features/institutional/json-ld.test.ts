import { describe, expect, it } from 'vitest';
import { breadcrumbList, serializeJsonLd } from './json-ld.tsx';

describe('serializeJsonLd', () => {
  it('cannot close the script element and still parses back', () => {
    const data = { name: 'Cond </script><script>alert(1)</script> & "R$\' 100"' };
    const text = serializeJsonLd(data);
    expect(text).not.toContain('</script>');
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(data);
  });
});

describe('breadcrumbList', () => {
  it('numbers the items from 1', () => {
    expect(
      breadcrumbList([
        { name: 'Início', url: 'https://x/' },
        { name: 'A', url: 'https://x/a' },
      ]),
    ).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Início' },
        { position: 2, name: 'A', item: 'https://x/a' },
      ],
    });
  });
});
