// Submits the identity provider's sign-out form: the user already asked to sign out.
document.getElementById('op.logoutForm')?.submit();
