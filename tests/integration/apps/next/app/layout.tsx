import type { ReactNode } from 'react';
import './globals.css';

export const metadata = { title: 'How far does our cluster scale?' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
