import { useEffect } from 'react';
import { PageContainer } from '../ui/page-container';
import { useServices } from './services';

/** /organizer: organizer functions live on a separate site (SPEC §1), named by the runtime config. */
export function OrganizerRedirect() {
  const { organizerUrl } = useServices().config;
  useEffect(() => {
    window.location.replace(organizerUrl);
  }, [organizerUrl]);
  return (
    <PageContainer heading="Taking you to the organizer site" width="narrow">
      <p>
        If nothing happens, <a href={organizerUrl}>open the organizer site</a>.
      </p>
    </PageContainer>
  );
}
