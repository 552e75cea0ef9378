package org.gridpuzzle.experiment.adapter.cli;

import java.nio.file.Path;
import java.util.function.UnaryOperator;
import org.gridpuzzle.application.error.InvalidInputException;
import org.gridpuzzle.experiment.model.ClusterAccess;
import picocli.CommandLine.Option;

/**
 * How this machine's cluster member is reached: {@code --bind} (loopback unless told otherwise, like {@code serve}),
 * {@code --port}, and the cluster's shared secret from {@code --secret-file} or {@value #SECRET_VARIABLE}.
 */
public final class ClusterOptions {

    /** The environment variable that may hold the secret instead of a file. */
    public static final String SECRET_VARIABLE = "GRIDPUZZLE_CLUSTER_SECRET";

    @Option(names = "--bind", defaultValue = ClusterAccess.LOOPBACK, paramLabel = "ADDRESS",
            description = "The address (or interface pattern such as 10.0.*.*) this machine's member listens on;"
                    + " 0.0.0.0 for every interface. Default: ${DEFAULT-VALUE}, this machine only.")
    String bind;

    @Option(names = "--port", defaultValue = "0", paramLabel = "PORT",
            description = "The port this machine's member listens on. Default: the first free from 5701.")
    int port;

    @Option(names = "--secret-file", paramLabel = "FILE",
            description = "The cluster's shared secret (mode 600; make one with: (umask 077; head -c 32 /dev/urandom | base64 > FILE)). Every"
                    + " member needs the same. Default: the environment variable " + SECRET_VARIABLE + ".")
    Path secretFile;

    UnaryOperator<String> environment = System::getenv;

    /** The access these options describe; refused without a secret. */
    ClusterAccess access() {
        String bind = "localhost".equalsIgnoreCase(this.bind) ? ClusterAccess.LOOPBACK : this.bind;
        if (secretFile != null) {
            return new ClusterAccess(bind, port, secretFile, null);
        }
        String secret = environment.apply(SECRET_VARIABLE);
        if (secret == null || secret.isBlank()) {
            throw new InvalidInputException("--secret-file", "a cluster needs a shared secret that every member holds:"
                    + " give --secret-file FILE (make one with: (umask 077; head -c 32 /dev/urandom | base64 > FILE)) or set "
                    + SECRET_VARIABLE);
        }
        return new ClusterAccess(bind, port, null, secret);
    }
}
