#!/bin/sh
# Reproduces the shipped weights (models/nada-mask) from the data, from the repository root or
# anywhere: training run 3 from scratch, then run 4 warm-started from run 3's export. About three
# hours on two CPU cores. The argument is MIR-1K's Wavfile folder (see README.md).
set -eu
mir1k=${1:?usage: packages/audio/train/reproduce.sh DIR/dataset/mir-1k/Wavfile}
cd "$(dirname "$0")/../../.."
train=packages/audio/train/train.py
# Run 3: 1700 steps from random weights, Adam at 1e-3, both cores.
/usr/bin/python3 "$train" --mir1k "$mir1k"
# Run 4: from run 3's export, Adam at 3e-4, one thread; its best is the last validation, step 4800.
/usr/bin/python3 "$train" --mir1k "$mir1k" --init-onnx packages/audio/models/nada-mask/model.onnx \
  --lr 3e-4 --threads 1 --steps 4800 --minutes 1000
