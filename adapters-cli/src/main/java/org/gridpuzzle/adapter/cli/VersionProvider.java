package org.gridpuzzle.adapter.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;
import picocli.CommandLine.IVersionProvider;

/**
 * The version, the commit and its date that Maven wrote into {@code version.properties} at build time (a build outside
 * a git clone has no commit), and the Java running it.
 */
public final class VersionProvider implements IVersionProvider {

    @Override
    public String[] getVersion() {
        Properties p = new Properties();
        try (InputStream in = VersionProvider.class.getResourceAsStream("version.properties")) {
            if (in != null) {
                p.load(in);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        String commit = known(p.getProperty("commit"));
        String built = commit == null ? "" : " (commit " + commit + ("true".equals(p.getProperty("dirty"))
                ? " with local changes" : "") + (known(p.getProperty("date")) == null ? "" : ", " + p.getProperty("date"))
                + ")";
        return new String[] {"gridpuzzle " + p.getProperty("version", "unknown") + built,
            "Java " + System.getProperty("java.version") + " (" + System.getProperty("java.vm.name") + ")"};
    }

    /** A value Maven filled in, or null for a placeholder left as it was (no git at build time). */
    private static String known(String value) {
        return value == null || value.isBlank() || value.startsWith("${") ? null : value;
    }
}
