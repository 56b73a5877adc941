import { Search } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

interface SearchFormProps {
  id: string;
  label: string;
  placeholder?: string;
  initial?: string;
  onSearch: (text: string) => void;
  /** Told of every keystroke, for screens that also filter what is already loaded. */
  onType?: (text: string) => void;
  /** Extra filters placed between the field and the button (a status select). */
  children?: ReactNode;
}

/** A search box with its button (SPEC §2: the search runs on the button or Enter, not on every keystroke). */
export function SearchForm({
  id,
  label,
  placeholder,
  initial = '',
  onSearch,
  onType,
  children,
}: SearchFormProps) {
  const { t } = useTranslation('admin');
  const [text, setText] = useState(initial);
  return (
    <form
      role="search"
      className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <div className="min-w-0 flex-1 space-y-1.5 sm:min-w-64">
        <Label htmlFor={id}>{label}</Label>
        <Input
          id={id}
          type="search"
          value={text}
          placeholder={placeholder}
          enterKeyHint="search"
          onChange={(event) => {
            setText(event.target.value);
            onType?.(event.target.value);
          }}
        />
      </div>
      {children}
      <Button type="submit" variant="outline">
        <Search className="size-5" aria-hidden="true" />
        {t('common.search')}
      </Button>
    </form>
  );
}
