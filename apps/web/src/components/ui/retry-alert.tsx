import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from './alert';
import { Button } from './button';

interface RetryAlertProps {
  title?: ReactNode;
  children?: ReactNode;
  onRetry: () => void;
  retrying?: boolean;
  className?: string;
}

/** A block that failed to load: what happened, and a "Réessayer" button. */
export function RetryAlert({ title, children, onRetry, retrying, className }: RetryAlertProps) {
  const { t } = useTranslation('common');
  return (
    <div className={className}>
      <Alert variant="error" title={title}>
        {children}
      </Alert>
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry} loading={retrying}>
        {!retrying && <RotateCw className="size-4" aria-hidden="true" />}
        {t('routeError.retry')}
      </Button>
    </div>
  );
}
