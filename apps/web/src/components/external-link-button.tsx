import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

/** An outlined button that opens another site (a store page) in a new tab. */
export function ExternalLinkButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Button
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      variant="outlined"
      color="inherit"
      endIcon={<OpenInNewOutlined />}
    >
      {children}
    </Button>
  );
}
