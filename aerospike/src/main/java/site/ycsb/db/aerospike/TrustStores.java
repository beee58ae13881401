package site.ycsb.db.aerospike;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;
import site.ycsb.config.Option;
import site.ycsb.config.UsageException;

/** Builds the TLS context that trusts the certificates of a trust store file. */
public final class TrustStores {
  private TrustStores() {
  }

  /**
   * An SSL context trusting the store at {@code path}. The default key store type (PKCS12 on Java
   * 17) also reads JKS files. Errors name the property, never the password.
   */
  public static SSLContext sslContext(Option<?> pathProperty, String path, String password) {
    try (InputStream in = Files.newInputStream(Path.of(path))) {
      KeyStore store = KeyStore.getInstance(KeyStore.getDefaultType());
      store.load(in, password == null ? null : password.toCharArray());
      TrustManagerFactory trust = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
      trust.init(store);
      SSLContext context = SSLContext.getInstance("TLS");
      context.init(null, trust.getTrustManagers(), null);
      return context;
    } catch (IOException | GeneralSecurityException | RuntimeException e) {
      throw new UsageException(pathProperty.name() + "='" + path + "': expected a readable trust store (with the right "
          + "password); loading it failed with " + e.getClass().getSimpleName(), e);
    }
  }
}
