import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessageText } from './MessageText.tsx';

const renderText = (text: string) =>
  render(
    <MantineProvider env="test">
      <MessageText text={text} />
    </MantineProvider>,
  );

describe('MessageText', () => {
  it('shows HTML as text and never as markup', () => {
    const { container } = renderText('<b>bold</b> <img src=x onerror="alert(1)"> <script>alert(2)</script>');
    expect(container).toHaveTextContent(
      '<b>bold</b> <img src=x onerror="alert(1)"> <script>alert(2)</script>',
    );
    expect(container.querySelector('b, img, script')).toBeNull();
  });

  it('turns http(s) addresses into safe links that open in a new tab', () => {
    renderText('Tickets: https://example.com/t?a=1&b=2. Stream at http://tv.example/live');
    const tickets = screen.getByRole('link', { name: 'https://example.com/t?a=1&b=2' });
    expect(tickets).toHaveAttribute('href', 'https://example.com/t?a=1&b=2');
    expect(tickets).toHaveAttribute('rel', 'nofollow noopener noreferrer ugc');
    expect(tickets).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'http://tv.example/live' })).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it('links no other scheme', () => {
    const { container } = renderText(
      'javascript:alert(1) data:text/html,hi ftp://files.example www.example.com',
    );
    expect(container.querySelector('a')).toBeNull();
    expect(container).toHaveTextContent(
      'javascript:alert(1) data:text/html,hi ftp://files.example www.example.com',
    );
  });

  it('keeps the quotes and angle brackets around an address out of the link', () => {
    renderText('<a href="https://evil.example/x">click</a>');
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', 'https://evil.example/x');
    expect(link.closest('p, div')).toHaveTextContent('<a href="https://evil.example/x">click</a>');
  });
});
