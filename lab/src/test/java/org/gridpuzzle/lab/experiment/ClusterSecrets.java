package org.gridpuzzle.lab.experiment;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

/** Cluster secret files for tests: private (mode 600), as the members require. */
final class ClusterSecrets {

    private ClusterSecrets() {
    }

    static Path file(Path dir, String secret) throws IOException {
        Path file = dir.resolve("cluster-" + Math.abs(secret.hashCode()) + ".secret");
        Files.writeString(file, secret + "\n");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));
        return file;
    }
}
