import type { SystemStatus } from '@ristorante/contracts';
import { FormattedMessage } from 'react-intl';

type ServiceStatus = SystemStatus['services'][string];

function ServiceRow({ name, service }: { name: string; service: ServiceStatus }) {
  const checks = Object.entries(service.checks);
  return (
    <li className="status-row" data-service={name}>
      <span className="status-name">{name}</span>
      <span className={`status-badge status-${service.status}`}>
        <FormattedMessage id={`systemStatus.state.${service.status}`} />
      </span>
      {checks.length > 0 && (
        <dl className="status-checks">
          {checks.map(([check, result]) => (
            <div key={check}>
              <dt>{check}</dt>
              <dd>{result}</dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}

/** Service and check names are the gateway's own identifiers, shown as they are rather than translated. */
export function SystemStatusList({ status }: { status: SystemStatus }) {
  return (
    <>
      <p className="status-overall">
        <FormattedMessage id={`systemStatus.overall.${status.status}`} />
      </p>
      <ul className="status-list" data-testid="system-status">
        {/* The gateway has no checks of its own: that it answered at all is its status. */}
        <ServiceRow name="gateway" service={{ status: status.gateway, checks: {} }} />
        {Object.entries(status.services).map(([name, service]) => (
          <ServiceRow key={name} name={name} service={service} />
        ))}
      </ul>
    </>
  );
}
