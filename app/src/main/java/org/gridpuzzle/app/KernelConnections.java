package org.gridpuzzle.app;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.gridpuzzle.adapter.web.OpenConnections;

/**
 * The established connections from Linux's tables ({@code /proc/net/tcp} and {@code tcp6}): a connection whose client
 * hung up leaves ESTABLISHED at once. Nothing is read from the connections themselves. On another system there are no
 * tables and nothing is known.
 */
final class KernelConnections implements OpenConnections {

    private static final List<Path> TABLES = List.of(Path.of("/proc/net/tcp"), Path.of("/proc/net/tcp6"));
    private static final String ESTABLISHED = "01";

    @Override
    public Optional<Set<Long>> established() {
        Set<Long> open = new HashSet<>();
        boolean read = false;
        for (Path table : TABLES) {
            List<String> lines;
            try {
                lines = Files.readAllLines(table);
            } catch (IOException | SecurityException e) {
                continue;
            }
            read = true;
            for (int i = 1; i < lines.size(); i++) {
                addIfEstablished(lines.get(i), open);
            }
        }
        return read ? Optional.of(open) : Optional.empty();
    }

    /** {@code "  1: 0100007F:CDC2 0100007F:223E 01 ..."}: local address:port, remote address:port, state. */
    static void addIfEstablished(String line, Set<Long> open) {
        String[] f = line.trim().split("\\s+");
        if (f.length < 4 || !ESTABLISHED.equals(f[3])) {
            return;
        }
        int local = port(f[1]);
        int remote = port(f[2]);
        if (local >= 0 && remote >= 0) {
            open.add(OpenConnections.key(local, remote));
        }
    }

    private static int port(String addressAndPort) {
        int colon = addressAndPort.lastIndexOf(':');
        try {
            return colon < 0 ? -1 : Integer.parseInt(addressAndPort.substring(colon + 1), 16);
        } catch (NumberFormatException e) {
            return -1;
        }
    }
}
