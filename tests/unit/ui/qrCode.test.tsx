import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QrCode } from '../../../src/ui/QrCode.tsx';

describe('QrCode', () => {
  it('draws the modules of a link (UTF-8 text included) as one SVG path, named by its label', () => {
    const { container } = render(<QrCode text="https://lucky.example/m/register?affiliateCode=ABCD2345&n=ñ" label="QR of the link" testId="qr" />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-label')).toBe('QR of the link');
    expect(svg.getAttribute('data-qr-text')).toContain('affiliateCode=ABCD2345');
    expect(svg.querySelector('path')!.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
  });
});
