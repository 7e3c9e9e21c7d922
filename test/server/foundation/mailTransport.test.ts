import { pooledByDefault } from '../../../server/plugins/mail';

describe('the SMTP transport', () => {
  test('pools connections unless SMTP_URL says otherwise, keeping the rest of the URL', () => {
    expect(pooledByDefault('smtp://mailer:s3cret@mail.example.com:587')).toBe('smtp://mailer:s3cret@mail.example.com:587?pool=true');
    expect(pooledByDefault('smtps://mail.example.com?pool=false')).toBe('smtps://mail.example.com?pool=false');
    expect(pooledByDefault('smtp://mail.example.com?maxConnections=2')).toBe('smtp://mail.example.com?maxConnections=2&pool=true');
  });
});
