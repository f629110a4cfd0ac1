import { Link } from '@/navigation/link';
import { Card, CardContent } from '@/ui/card';

/** One place Home leads to: the whole card is the link, its title an <h3>. */
export function SectionCard({ to, title, description }: { to: string; title: string; description: string }) {
  return (
    <li>
      <Link
        to={to}
        className="group block h-full rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <Card className="h-full transition-shadow group-hover:shadow-md">
          <CardContent className="flex h-full flex-col gap-1">
            <h3 className="font-semibold text-foreground group-hover:underline">{title}</h3>
            <p className="text-sm text-muted-foreground">{description}</p>
          </CardContent>
        </Card>
      </Link>
    </li>
  );
}
