package org.gridpuzzle.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.gridpuzzle.adapter.web.OpenConnections;
import org.junit.jupiter.api.Test;

/** The kernel's connection table read by ports and state: only established connections count as open. */
class KernelConnectionsTest {

    private static Set<Long> open(String... lines) {
        List<KernelConnections.Row> rows = new ArrayList<>();
        for (String line : lines) {
            KernelConnections.Row r = KernelConnections.row(line);
            if (r != null) {
                rows.add(r);
            }
        }
        return KernelConnections.open(rows);
    }

    @Test
    void established_connections_are_open_and_closed_or_listening_ones_are_not() {
        // server port 0x223E = 8766; the client's 0xCDC2 established, 0xCDC4 closed by the client (CLOSE_WAIT)
        Set<Long> open = open(
                "   1: 0100007F:223E 0100007F:CDC2 01 00000000:00000000 00:00000000 0 0 1",
                "   2: 0100007F:223E 0100007F:CDC4 08 00000000:00000000 00:00000000 0 0 1",
                "   0: 00000000:223E 00000000:0000 0A 00000000:00000000 00:00000000 0 0 1",
                // IPv6 (tcp6), and lines that are not table rows
                "   3: 0000000000000000FFFF00000100007F:223E 0000000000000000FFFF00000100007F:D000"
                        + " 01 00000000:00000000 00:00000000 0 0 1",
                "garbage",
                "   4: x:zz y:1 01");
        assertThat(open).containsExactlyInAnyOrder(OpenConnections.key(8766, 0xCDC2), OpenConnections.key(8766, 0xD000));
    }

    @Test
    void a_local_client_that_half_closed_is_open_and_one_that_hung_up_is_not() {
        // both clients sent FIN (our side CLOSE_WAIT); 0xCDC6's socket is still held (inode 4711), 0xCDC8's is orphaned
        Set<Long> open = open(
                "   1: 0100007F:223E 0100007F:CDC6 08 00000000:00000000 00:00000000 00000000 0 0 4712",
                "   2: 0100007F:CDC6 0100007F:223E 05 00000000:00000000 00:00000000 00000000 0 0 4711",
                "   3: 0100007F:223E 0100007F:CDC8 08 00000000:00000000 00:00000000 00000000 0 0 4713",
                "   4: 0100007F:CDC8 0100007F:223E 05 00000000:00000000 00:00000000 00000000 0 0 0");
        assertThat(open).containsExactly(OpenConnections.key(8766, 0xCDC6));
    }

    @Test
    void a_real_half_close_stays_open_and_a_real_close_does_not() throws Exception {
        try (java.net.ServerSocket server = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress());
                java.net.Socket client = new java.net.Socket(server.getInetAddress(), server.getLocalPort());
                java.net.Socket accepted = server.accept()) {
            long key = OpenConnections.key(accepted.getLocalPort(), accepted.getPort());
            client.shutdownOutput(); // as `nc -N` or a proxy sends a request and half-closes
            Thread.sleep(50);
            new KernelConnections().established().ifPresent(open -> assertThat(open).contains(key));
            client.close();
            Thread.sleep(50);
            new KernelConnections().established().ifPresent(open -> assertThat(open).doesNotContain(key));
        }
    }

    @Test
    void this_process_sees_its_own_connections_where_the_system_tells() throws Exception {
        try (java.net.ServerSocket server = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress());
                java.net.Socket client = new java.net.Socket(server.getInetAddress(), server.getLocalPort());
                java.net.Socket accepted = server.accept()) {
            new KernelConnections().established().ifPresent(open -> assertThat(open)
                    .contains(OpenConnections.key(accepted.getLocalPort(), accepted.getPort())));
            client.close();
            Thread.sleep(50);
            new KernelConnections().established().ifPresent(open -> assertThat(open)
                    .doesNotContain(OpenConnections.key(accepted.getLocalPort(), accepted.getPort())));
        }
    }
}
