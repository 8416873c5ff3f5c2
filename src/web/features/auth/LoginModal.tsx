import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useNavigate } from 'react-router';
import { LoginView } from './LoginView';
import { closeLogin, showLoginView, useLoginModal } from './login-modal-store';
import { RestorePasswordView } from './RestorePasswordView';

/** product-spec §9: the login modal is 680 wide. */
const MODAL_WIDTH = 680;

export function LoginModal() {
  const { opened, view, username, returnTo } = useLoginModal();
  const navigate = useNavigate();
  const phone = useMediaQuery('(max-width: 36em)');

  function goTo(to: string) {
    closeLogin();
    void navigate(to);
  }

  return (
    <Modal
      opened={opened}
      onClose={closeLogin}
      size={MODAL_WIDTH}
      fullScreen={phone}
      centered
      title={view === 'LOGIN' ? 'Logga in på Montör' : 'Glömt lösenordet?'}
      styles={{ title: { fontSize: 20, fontWeight: 700 } }}
      closeButtonProps={{ 'aria-label': 'Stäng' }}
    >
      <div data-testid="login-modal">
        {view === 'LOGIN' ? (
          <LoginView
            initialUsername={username}
            onSuccess={() => goTo(returnTo ?? '/montor')}
            onNavigate={goTo}
          />
        ) : (
          <RestorePasswordView onBack={() => showLoginView('LOGIN')} />
        )}
      </div>
    </Modal>
  );
}
