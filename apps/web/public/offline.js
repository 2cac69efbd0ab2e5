// The offline page (offline.html) reloads itself when the device is back online.
window.addEventListener('online', () => window.location.reload());
