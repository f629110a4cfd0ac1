import { useNavigate } from '@/navigation/router/hooks';
import { Button } from '../ui/button';
import { useNavigationHistory } from './navigation-history';

export interface BackButtonProps {
  /** Where to go when this screen was opened directly (no entry behind it). */
  fallback: string;
  label: string;
}

/** Goes back when there is history in this session, else to the list the screen belongs to. */
export function BackButton({ fallback, label }: BackButtonProps) {
  const navigate = useNavigate();
  const { canGoBack } = useNavigationHistory();
  return (
    <Button
      variant="link"
      size="sm"
      className="self-start"
      onClick={() => {
        if (canGoBack) void navigate(-1);
        else void navigate(fallback);
      }}
    >
      <span aria-hidden="true">←</span>
      {label}
    </Button>
  );
}
