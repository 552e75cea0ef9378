package org.gridpuzzle.experiment.adapter.cluster;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.gridpuzzle.application.error.InvalidInputException;
import org.gridpuzzle.experiment.model.ClusterAccess;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ClusterSecretTest {

    @TempDir
    Path dir;

    private static ClusterSecret secret(String text) {
        return ClusterSecret.of(new ClusterAccess(ClusterAccess.LOOPBACK, 0, null, text));
    }

    @Test
    void a_seal_opens_with_the_same_secret_only_and_not_after_a_change() {
        ClusterSecret one = secret("the first secret of sixteen");
        ClusterSecret two = secret("the second secret of sixteen");
        String sealed = one.seal("{\"job\":1}");
        assertThat(one.open(sealed)).contains("{\"job\":1}");
        assertThat(two.open(sealed)).isEmpty();
        assertThat(one.open(sealed.replace("1}", "2}"))).isEmpty();
        assertThat(one.open("{\"job\":1}")).isEmpty();
        assertThat(one.open(null)).isEmpty();
    }

    @Test
    void the_cluster_name_depends_on_the_secret_and_does_not_show_it() {
        String name = secret("the first secret of sixteen").clusterName();
        assertThat(name).isEqualTo(secret("  the first secret of sixteen\n").clusterName())
                .isNotEqualTo(secret("the second secret of sixteen").clusterName())
                .doesNotContain("secret").startsWith("gridpuzzle-");
    }

    @Test
    void short_and_exposed_secrets_are_refused() throws Exception {
        assertThatThrownBy(() -> secret("short")).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("at least 16");
        Path file = dir.resolve("cluster.secret");
        Files.writeString(file, "a secret long enough for a cluster");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-r--r--"));
        ClusterAccess access = new ClusterAccess(ClusterAccess.LOOPBACK, 0, file, null);
        assertThatThrownBy(() -> ClusterSecret.of(access)).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("chmod 600").hasMessageContaining(file.toString());
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));
        assertThat(ClusterSecret.of(access).clusterName()).isEqualTo(secret("a secret long enough for a cluster")
                .clusterName());
        ClusterAccess missing = new ClusterAccess(ClusterAccess.LOOPBACK, 0, dir.resolve("absent"), null);
        assertThatThrownBy(() -> ClusterSecret.of(missing)).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("absent");
    }

    @Test
    void a_secret_file_that_cannot_be_read_says_why() throws Exception {
        // the previous report's L12: "cannot read the cluster secret: BIG/nonexistent-secret" and no reason
        Path missing = dir.resolve("nonexistent-secret");
        assertThatThrownBy(() -> ClusterSecret.of(new ClusterAccess(ClusterAccess.LOOPBACK, 0, missing, null)))
                .isInstanceOf(InvalidInputException.class)
                .hasMessage(missing + ": cannot read the cluster secret: no such file");
        Path folder = Files.createDirectory(dir.resolve("secrets"));
        Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("rwx------"));
        assertThatThrownBy(() -> ClusterSecret.of(new ClusterAccess(ClusterAccess.LOOPBACK, 0, folder, null)))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("it is a folder");
    }

    @Test
    void a_secret_file_this_user_may_not_read_says_so() throws Exception {
        Path locked = Files.writeString(dir.resolve("locked"), "a secret long enough for a cluster");
        Files.setPosixFilePermissions(locked, PosixFilePermissions.fromString("---------"));
        org.junit.jupiter.api.Assumptions.assumeFalse(Files.isReadable(locked), "this user reads every file (root)");
        assertThatThrownBy(() -> ClusterSecret.of(new ClusterAccess(ClusterAccess.LOOPBACK, 0, locked, null)))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("permission denied");
    }
}
