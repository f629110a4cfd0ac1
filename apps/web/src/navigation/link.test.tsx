import { render, screen } from '../test/render';
import userEvent from '@testing-library/user-event';
import { useLocation } from '@/navigation/router/hooks';
import { MemoryRouter } from '@/navigation/router/routers';
import { describe, expect, it, vi } from 'vitest';
import { isCurrentPath, Link, NavLink } from './link';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search} ${JSON.stringify(location.state)}`}</p>;
}

describe('Link', () => {
  it('is a real address, and a click goes there in place with its state', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/dashboard/home']}>
        <Link to={{ pathname: '/dashboard/articles', search: '?page=2' }} state={{ from: 'home' }} className="link">
          Articles
        </Link>
        <Where />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Articles' });
    expect(link).toHaveAttribute('href', '/dashboard/articles?page=2');
    expect(link).toHaveClass('link');
    await user.click(link);
    expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/articles?page=2 {"from":"home"}');
  });

  it('leaves a click its own handler prevented, or one for a new tab, to the handler and the browser', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <MemoryRouter initialEntries={['/dashboard/home']}>
        <Link to="/dashboard/videos" onClick={onClick}>
          Videos
        </Link>
        <Link to="/dashboard/articles" target="_blank">
          Articles
        </Link>
        <Where />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('link', { name: 'Videos' }));
    expect(onClick).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('link', { name: 'Articles' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/home');
  });
});

describe('NavLink', () => {
  it('marks the link of where the member is, or of a screen above it, as the current page', () => {
    render(
      <MemoryRouter initialEntries={['/admin/members/42']}>
        <NavLink to="/admin/members" className={({ isActive }) => (isActive ? 'active' : 'idle')}>
          Members
        </NavLink>
        <NavLink to="/admin/engagement" className={({ isActive }) => (isActive ? 'active' : 'idle')}>
          Engagement
        </NavLink>
      </MemoryRouter>,
    );
    const members = screen.getByRole('link', { name: 'Members' });
    expect(members).toHaveAttribute('aria-current', 'page');
    expect(members).toHaveClass('active');
    const engagement = screen.getByRole('link', { name: 'Engagement' });
    expect(engagement).not.toHaveAttribute('aria-current');
    expect(engagement).toHaveClass('idle');
  });
});

describe('isCurrentPath', () => {
  it('holds at the address and below it, never at a sibling that shares its start', () => {
    expect(isCurrentPath('/admin/members', '/admin/members')).toBe(true);
    expect(isCurrentPath('/admin/members/42', '/admin/members')).toBe(true);
    expect(isCurrentPath('/Admin/Members', '/admin/members')).toBe(true);
    expect(isCurrentPath('/admin/members-export', '/admin/members')).toBe(false);
    expect(isCurrentPath('/admin/members/42', '/admin/members/')).toBe(true);
    expect(isCurrentPath('/dashboard', '/')).toBe(false);
    expect(isCurrentPath('/', '/')).toBe(true);
  });
});
