package org.gridpuzzle.experiment.service.experiment;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.gridpuzzle.application.error.InvalidInputException;
import org.gridpuzzle.application.error.InvalidParameterException;
import org.gridpuzzle.experiment.model.ExperimentGenre;
import org.gridpuzzle.experiment.model.ExperimentSpec;
import org.gridpuzzle.experiment.model.JobSpec;

/**
 * The jobs of an experiment: every instance of every set under every configuration of the set's genre; a cube split
 * ({@code snowman:cubes:T:N}) gives N jobs per instance, one per cube job.
 */
final class ExperimentJobs {

    private ExperimentJobs() {
    }

    static List<JobSpec> list(ExperimentSpec spec, ExperimentSets sets) {
        if (spec.sets().isEmpty() || spec.configs().isEmpty()) {
            throw new InvalidParameterException("set", null, "experiment " + spec.name() + " needs at least one set and one"
                    + " configuration");
        }
        List<Configuration> configs = spec.configs().stream().map(Configuration::parse).toList();
        Set<ExperimentGenre> genres = new LinkedHashSet<>();
        configs.forEach(c -> genres.add(c.genre()));
        List<JobSpec> jobs = new ArrayList<>();
        Set<String> keys = new LinkedHashSet<>();
        for (String set : spec.sets()) {
            List<SetInstance> instances = sets.instances(set, List.copyOf(genres));
            for (SetInstance i : instances) {
                for (Configuration c : configs) {
                    if (c.genre() != i.genre()) {
                        continue;
                    }
                    for (String config : c.isSplit() ? c.jobConfigs() : List.of(c.text())) {
                        JobSpec job = new JobSpec(spec.name(), i.set().split(":")[0], i.name(), i.index(), i.file(),
                                i.part(), i.hash(), config, spec.limitMillis(), spec.memoryBytes());
                        if (keys.add(job.key())) {
                            jobs.add(job);
                        }
                    }
                }
            }
        }
        return jobs;
    }

    /** {@code i/N}: the jobs at positions p (0-based) with p mod N = i - 1. */
    static List<JobSpec> shard(List<JobSpec> jobs, String shard) {
        if (shard == null) {
            return jobs;
        }
        String[] parts = shard.split("/");
        int i;
        int n;
        try {
            i = Integer.parseInt(parts[0].trim());
            n = parts.length == 2 ? Integer.parseInt(parts[1].trim()) : 0;
        } catch (NumberFormatException e) {
            n = 0;
            i = 0;
        }
        if (parts.length != 2 || n < 1 || i < 1 || i > n) {
            throw new InvalidParameterException("shard", shard, "write i/N with 1 <= i <= N");
        }
        List<JobSpec> out = new ArrayList<>();
        for (int p = i - 1; p < jobs.size(); p += n) {
            out.add(jobs.get(p));
        }
        return out;
    }
}
