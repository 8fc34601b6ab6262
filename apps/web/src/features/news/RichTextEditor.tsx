import { ActionIcon, Group, Input, Stack, Tooltip } from '@mantine/core';
import { IconBold, IconH2, IconItalic, IconLink, IconList, IconListNumbers } from '@tabler/icons-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './news.module.css';

/**
 * A small rich-text editor for news: a contenteditable area with a toolbar (bold, italic, heading, lists,
 * link). The browser's editing commands write the markup; the server's allow-list decides what is kept, so
 * what is pasted in (styles, scripts) is cleaned there, not here. Admin-only, so it adds nothing to the public
 * pages' download.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const labelId = useId();

  // The DOM is the editor's state while typing: write the value in only when it changed from outside.
  useEffect(() => {
    const el = ref.current;
    if (el && el.innerHTML !== value) el.innerHTML = value;
  }, [value]);

  const run = (command: string, argument?: string) => {
    ref.current?.focus();
    document.execCommand(command, false, argument);
    onChange(ref.current?.innerHTML ?? '');
  };

  const addLink = () => {
    const url = window.prompt(t('news.editor.linkPrompt'), 'https://');
    if (url && /^(https?:\/\/|mailto:)/i.test(url)) run('createLink', url);
  };

  const tools = [
    { key: 'bold', icon: IconBold, action: () => run('bold') },
    { key: 'italic', icon: IconItalic, action: () => run('italic') },
    { key: 'heading', icon: IconH2, action: () => run('formatBlock', 'h2') },
    { key: 'bulletList', icon: IconList, action: () => run('insertUnorderedList') },
    { key: 'orderedList', icon: IconListNumbers, action: () => run('insertOrderedList') },
    { key: 'link', icon: IconLink, action: addLink },
  ] as const;

  return (
    <Stack gap={4}>
      <Input.Label id={labelId}>{label}</Input.Label>
      <Group gap={4} role="toolbar" aria-label={t('news.editor.toolbar')}>
        {tools.map(({ key, icon: Icon, action }) => (
          <Tooltip key={key} label={t(`news.editor.${key}`)}>
            <ActionIcon
              variant="default"
              aria-label={t(`news.editor.${key}`)}
              // Keep the selection in the text: a click on the toolbar must not move the focus first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={action}
            >
              <Icon size={16} />
            </ActionIcon>
          </Tooltip>
        ))}
      </Group>
      {/* biome-ignore lint/a11y/useSemanticElements: rich text needs a contenteditable element, not a textarea. */}
      <div
        ref={ref}
        className={classes.editor}
        contentEditable
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelId}
        aria-invalid={error ? true : undefined}
        tabIndex={0}
        suppressContentEditableWarning
        onInput={(event) => onChange(event.currentTarget.innerHTML)}
      />
      {error && <Input.Error>{error}</Input.Error>}
    </Stack>
  );
}
