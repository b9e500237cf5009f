import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useLogout as useLogoutMutation } from '@/api/generated/query/auth/auth';
import { clearSession } from '@/lib/session';
import { paths } from '@/config/paths';

/**
 * Logout: calls the server; on `success: true` the session is cleared and the user goes
 * to /; otherwise the failure is only logged to the console.
 */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useLogoutMutation({
    mutation: {
      onSuccess: (response) => {
        if (!response.success) {
          console.error('Logout failed', response.message);
          return;
        }
        clearSession();
        queryClient.clear();
        void navigate(paths.home.href(), { replace: true });
      },
      onError: (error) => console.error('Logout failed', error),
    },
  });
}
