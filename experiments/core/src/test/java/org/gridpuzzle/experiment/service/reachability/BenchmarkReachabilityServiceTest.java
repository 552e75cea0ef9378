package org.gridpuzzle.experiment.service.reachability;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import org.gridpuzzle.adapter.sat.SatBackendAdapter;
import org.gridpuzzle.experiment.port.in.reachability.BenchmarkReachabilityCommand;
import org.gridpuzzle.experiment.port.in.reachability.BenchmarkReachabilityResult;
import org.gridpuzzle.experiment.port.in.reachability.EncodingSize;
import org.gridpuzzle.experiment.port.in.reachability.EncodingTiming;
import org.gridpuzzle.domain.reachability.EncodingKind;
import org.gridpuzzle.domain.sat.SatStatus;
import org.gridpuzzle.fixtures.RecordingProgress;
import org.junit.jupiter.api.Test;

class BenchmarkReachabilityServiceTest {

    private final RecordingProgress progress = new RecordingProgress();
    private final BenchmarkReachabilityService service =
            new BenchmarkReachabilityService(new SatBackendAdapter(progress), progress);

    @Test
    void every_encoding_is_sized_and_each_back_end_is_timed_once() {
        BenchmarkReachabilityResult r = service.run(new BenchmarkReachabilityCommand(List.of(3), List.of(6),
                List.of("sat4j", "SAT4J", "sat4j"), Duration.ofSeconds(20), 0.2));
        assertThat(r.sizes()).extracting(EncodingSize::encoding).containsExactly(EncodingKind.values());
        // an open 3×3 grid: 9 vertices and 12 edges whatever the encoding
        assertThat(r.sizes()).allSatisfy(s -> assertThat(s.vertices() * 100 + s.edges()).isEqualTo(912));
        assertThat(r.times()).hasSize(EncodingKind.values().length);
        assertThat(r.times()).extracting(EncodingTiming::status).containsOnly(SatStatus.SAT);
        assertThat(progress.reports()).filteredOn(m -> m.contains("already measured")).hasSize(2);
    }
}
